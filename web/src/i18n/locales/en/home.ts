/** The home area's English words (issue 38): the spec's texts word for word. Keys are "home.<which words>". */
const home = {} as const;

export default home;
