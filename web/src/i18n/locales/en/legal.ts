/** The legal area's English words (issue 38): the spec's texts word for word. Keys are "legal.<which words>". */
const legal = {} as const;

export default legal;
