/** The help area's English words (issue 38): the spec's texts word for word. Keys are "help.<which words>". */
const help = {} as const;

export default help;
