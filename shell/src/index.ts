// main.js's own task starts the federation runtime; the bootstrap's chunks and the shared libraries
// they consume are asked for in the next task, so the two do not add up to one long task.
setTimeout(() => void import('./bootstrap'), 0);
