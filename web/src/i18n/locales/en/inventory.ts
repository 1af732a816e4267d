/** The inventory area's English words (issue 38): the spec's texts word for word. Keys are "inventory.<which words>". */
const inventory = {} as const;

export default inventory;
