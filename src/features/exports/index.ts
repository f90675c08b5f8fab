export {
  ExportDocumentsAndPacking,
  ExportEnquiry,
  ExportFigures,
  ExportMarkets,
  ExportProcess,
} from "./components/export-overview";
