/** Spec 9: a shop card shows at most 2 of its tags (W0019's nearby shops, W0020's recommended shops). */
export const MAX_TAGS = 2
