/** The showcase area's English words (issue 38): the spec's texts word for word. Keys are "showcase.<which words>". */
const showcase = {} as const;

export default showcase;
