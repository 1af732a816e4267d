/** The armies area's English words (issue 38): the spec's texts word for word. Keys are "armies.<which words>". */
const armies = {} as const;

export default armies;
