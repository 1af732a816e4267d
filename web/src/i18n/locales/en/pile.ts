/** The pile area's English words (issue 38): the spec's texts word for word. Keys are "pile.<which words>". */
const pile = {} as const;

export default pile;
