/** What a new entry or timer starts with: the links of the page it was opened from (a lawsuit, a task), or a day. */
export interface EntryPreset {
  lawsuitId?: string | null;
  clientId?: string | null;
  taskId?: string | null;
  taskTitle?: string | null;
  date?: string;
}
