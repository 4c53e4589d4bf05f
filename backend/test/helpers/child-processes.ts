import { readdirSync, readFileSync } from 'node:fs';

/** PIDs of this process's live (not zombie) children whose command name is `name` (Linux /proc). */
export function childPids(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // pid (comm) state ppid …; comm may hold spaces, so split after the last ')'.
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return comm === name && Number(ppid) === process.pid && state !== 'Z' ? [Number(pid)] : [];
      } catch {
        return []; // the process ended while we looked
      }
    });
}
