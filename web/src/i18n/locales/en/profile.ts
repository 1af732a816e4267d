/** The profile area's English words (issue 38): the spec's texts word for word. Keys are "profile.<which words>". */
const profile = {} as const;

export default profile;
