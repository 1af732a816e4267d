/** The admin area's English words (issue 38): the spec's texts word for word. Keys are "admin.<which words>". */
const admin = {} as const;

export default admin;
