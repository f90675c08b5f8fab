export { TrashList } from "./components/trash-list";
