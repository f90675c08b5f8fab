export { UsersManager } from "./components/users-manager";
