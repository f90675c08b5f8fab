export { TransportDirectory } from "./components/transport-directory";
