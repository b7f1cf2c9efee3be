/** A failure the operator can act on: printed as one line, exit code 1. */
export class BackupError extends Error {}
