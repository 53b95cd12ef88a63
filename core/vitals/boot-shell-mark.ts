/** The performance mark the boot entry sets once the static shell is painted; the vitals report its time. */
export const BOOT_SHELL_MARK = 'boot-shell-painted';
