// No schema library here: the app reports this id on its first basket call, before zod is loaded.

/** Spec section 9: the nil user id, "all zeros", means nobody is signed in. */
export const NIL_USER_ID = '00000000-0000-0000-0000-000000000000';
