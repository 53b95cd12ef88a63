/** shell §3 "-1 means not logged in": the member type of a guest. Dependency-free: the boot entry reads it too. */
export const NOT_LOGGED_IN = -1;
