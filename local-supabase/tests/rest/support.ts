export { api, anonClient, clientWithToken, serviceClient, signToken } from "../helpers";
