/** One operation's entry in a slice, as domain/src/sections/define.ts takes it: `query<O>()(policy, input)`, `command<O>()(policy, input, attempt, actions)`. */

export interface ContractEntry {
  name: string;
  output: string;
  policy: string;
  input: string;
  /** A write's words for a refused attempt, and its actions (`{ 'x.create': "created('Criou x')" }`). */
  attempt?: string;
  actions?: Record<string, string>;
}

const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;

export function renderContract(entry: ContractEntry): string {
  if (entry.attempt === undefined) return `${quote(entry.name)}: query<${entry.output}>()(${entry.policy}, ${entry.input})`;
  const actions = Object.entries(entry.actions ?? {}).map(([action, words]) => `${quote(action)}: ${words}`);
  return `${quote(entry.name)}: command<${entry.output}>()(${entry.policy}, ${entry.input}, ${quote(entry.attempt)}, { ${actions.join(', ')} })`;
}
