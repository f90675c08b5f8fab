export { MediaLibrary } from "./components/media-library";
