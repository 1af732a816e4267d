/** The projects area's English words (issue 38): the spec's texts word for word. Keys are "projects.<which words>". */
const projects = {} as const;

export default projects;
