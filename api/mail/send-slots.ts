/**
 * At most `size` holders at once; the rest wait in arrival order. A lane holds one slot per mail
 * from the moment it hands the mail to its SMTP connections until the outcome is recorded, so no
 * more mails than the lane has connections can ever be sent without the database knowing.
 */
export interface SendSlots {
  acquire(): Promise<void>;
  release(): void;
}

export function createSendSlots(size: number): SendSlots {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire() {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}
