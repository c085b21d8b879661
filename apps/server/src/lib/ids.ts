/** A uuid, in any letter case. An event reference of this shape is an event id, never a name. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID_PATTERN.test(text);
