/** The auth area's English words (issue 38): the spec's texts word for word. Keys are "auth.<which words>". */
const auth = {} as const;

export default auth;
