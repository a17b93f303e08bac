import { tasksAtScale } from './scripts/lib/tasks-bench';
const r = await tasksAtScale(20_000, 40);
for (const [k, t] of Object.entries(r)) console.log(k.padEnd(30), t);
