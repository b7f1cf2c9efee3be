import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The socket inodes a process holds (Linux /proc); empty once it is gone. */
function socketsOf(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed between listing and reading
    }
  }
  return inodes;
}

/**
 * TCP connections a process has open to `port` right now, in any state but listening (Linux
 * /proc/net): how many SMTP connections a server process holds at the moment it is killed.
 */
export function connectionsTo(pid: number, port: number): number {
  const sockets = socketsOf(pid);
  const remote = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[2].endsWith(remote) && fields[3] !== '0A' && sockets.has(fields[9])) count += 1;
    }
  }
  return count;
}
