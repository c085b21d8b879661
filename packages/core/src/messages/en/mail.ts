/** The mail with a one-time code: its subject and lines, for sign-in and for a password reset. */

export const mailMessages = {
  codeMail: {
    loginSubject: (code: string, product: string) => `${code} is your ${product} sign-in code`,
    resetSubject: (code: string, product: string) => `${code} is your ${product} password reset code`,
    greeting: 'Hello,',
    /** Followed by the code: on the same line in the text mail, on a line of its own in the HTML one. */
    loginCodeIs: (product: string) => `Your ${product} sign-in code is:`,
    resetCodeIs: (product: string) => `Your ${product} password reset code is:`,
    linkLine: (link: string) => `Or sign in with this link: ${link}`,
    button: (product: string) => `Sign in to ${product}`,
    validity: (minutes: number) => `It is valid for ${minutes} minutes and works once.`,
    again: 'It is the same code as in our earlier mail.',
    ignore: 'If you did not ask for it, you can ignore this mail.',
  },
};
