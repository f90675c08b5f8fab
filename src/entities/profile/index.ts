// profiles and user_roles: the users list and role changes, the signed-in user's access, the
// first-admin claim and the role checks of the route guards.
export { profileKeys } from "./keys";
export { getProfile, type Profile } from "./profile-query";
export { getMyAccess, useMyAccessQuery, type MyAccess } from "./my-access-query";
export { getAdminExists, useAdminExistsQuery } from "./admin-exists-query";
export { claimInitialAdmin, useClaimAdminMutation, type ClaimResult } from "./claim-admin-mutation";
export { checkIsAdmin, checkIsStaff } from "./role-checks";
export {
  getUsers,
  useUsersQuery,
  type AdminUser,
  type StaffRole,
  type UsersPage,
  type UsersVars,
} from "./users-query";
export { changeRole, useRoleMutation, type RoleChange } from "./role-mutation";
export { getPeople, usePeopleQuery, type Person } from "./people-query";
