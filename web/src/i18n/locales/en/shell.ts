/** The shell area's English words (issue 38): the spec's texts word for word. Keys are "shell.<which words>". */
const shell = {} as const;

export default shell;
