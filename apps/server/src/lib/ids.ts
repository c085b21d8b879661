import { UUID_PATTERN } from '@hoogo/core';

export const isUuid = (text: string) => UUID_PATTERN.test(text);
