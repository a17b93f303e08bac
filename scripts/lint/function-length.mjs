import { builtinRules } from 'eslint/use-at-your-own-risk';

const maxLinesPerFunction = builtinRules.get('max-lines-per-function');

/** A function's name: its own, or the variable it is assigned to. */
function functionName(node) {
  if (node.id?.name) return node.id.name;
  return node.parent?.type === 'VariableDeclarator' && node.parent.id.type === 'Identifier' ? node.parent.id.name : undefined;
}

/** `max-lines-per-function` (blank lines and comments aside) with named exceptions: `{ max, allow: [names] }`. */
export const functionLength = {
  meta: {
    ...maxLinesPerFunction.meta,
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer' }, allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { max, allow = [] } = context.options[0];
    const allowed = new Set(allow);
    const inner = Object.create(context, {
      options: { value: [{ max, skipBlankLines: true, skipComments: true }] },
      report: { value: (descriptor) => allowed.has(functionName(descriptor.node)) || context.report(descriptor) },
    });
    return maxLinesPerFunction.create(inner);
  },
};
