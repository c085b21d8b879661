/**
 * The shape every language's catalogue takes: English's, with each sentence any string, each sentence
 * of arguments a function of the same arguments, each list a list of as many items of the same shape.
 * The type checker then refuses a language that lacks a key, has one English does not, takes other
 * arguments or gives a list of another length.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : { readonly [K in keyof T]: Translation<T[K]> };
