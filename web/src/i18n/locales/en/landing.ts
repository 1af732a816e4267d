/** The landing area's English words (issue 38): the spec's texts word for word. Keys are "landing.<which words>". */
const landing = {} as const;

export default landing;
