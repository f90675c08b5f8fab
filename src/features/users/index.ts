export { UsersManager } from "./components/users-manager";
export { Pager } from "./components/pager";
