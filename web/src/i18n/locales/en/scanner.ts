/** The scanner area's English words (issue 38): the spec's texts word for word. Keys are "scanner.<which words>". */
const scanner = {} as const;

export default scanner;
