/** More than a tall phone's screen holds, so the first paint of the list looks whole. */
export const FIRST_SCREEN_ROWS = 14;
