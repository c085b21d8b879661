/** Said across the app: the network, form checks, storage, the navigation bar, pages not found. */

export const commonMessages = {
  network: {
    noResponse: 'Network error. Please check your internet connection.',
    sessionExpired: 'Your session has expired. Please login again.',
    somethingWrong: 'Something went wrong',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Retry',
    offline: "You're offline. This page updates by itself when your connection is back.",
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      "You're connected, but the server can't be reached: the internet may be down. This page updates by itself when it's back.",
  },
  validation: {
    emailEmpty: 'Email cannot be empty',
    emailInvalid: 'Invalid Email',
    passwordEmpty: 'Password cannot be empty',
    otpEmpty: 'OTP cannot be empty',
    otpNumeric: 'OTP must contain only digits',
    nameEmpty: 'Name cannot be empty',
    ticketCodeEmpty: 'Ticket code cannot be empty',
    eventNameChars: 'Only alphanumeric characters are allowed',
    eventNameHint: 'Letters, digits, -, & and _ only. The name must be unique.',
    connectionName: 'Name is required and should be more than one letter',
    connectionImage: 'Image is required',
    connectionDescription: 'Description should be at least 10 characters long',
    fileNotBlob: 'The file given is not an instance of Blob or File',
    fileNotImage: 'The file given is not an image',
    templatesBoth: 'Please upload both the templates, else default templates will be used',
    /** The limits below are core's constants (constants.ts), given by the schema that checks them. */
    otpLength: (digits: number) => `OTP must be ${digits} digits`,
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
    nameTooLong: (max: number) => `Name must be at most ${max} characters`,
    descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
    profilePictureUrl: 'Invalid profile picture URL',
    nothingToUpdate: 'Nothing to update',
    eventNameEmpty: 'Event name cannot be empty',
    eventNameTooLong: (max: number) => `Event name must be at most ${max} characters`,
    eventNameReserved: 'This name is used by the app itself. Please choose another one',
    codeDigitsNumber: (min: number, max: number) => `Code digits must be a number between ${min} and ${max}`,
    codeDigitsWhole: (min: number, max: number) =>
      `Code digits must be a whole number between ${min} and ${max}`,
    codeDigitsRange: (min: number, max: number) => `Code digits must be between ${min} and ${max}`,
    cellLetter: 'Each cell holds one letter A-Z',
    linkedinContentTooLong: (max: number) => `The content must be at most ${max} characters`,
    searchTooLong: (max: number) => `Search at most ${max} characters`,
    nameMustStartWith: (letter: string) => `The name must start with the letter ${letter}`,
    friendCodeDigits: (digits: number) => `The friend code has ${digits} digits`,
    /** A field the request schema refused without a sentence of its own. */
    invalidValue: 'Invalid value',
  },
  storage: {
    title: 'Browser Localstorage Unavailable',
    text: "It looks like your browser's storage is disabled or not accessible. Please enable storage to continue using this application.",
  },
  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    action: 'Return Home',
  },
  navbar: {
    home: 'Hoogo home',
    greeting: (name: string) => `Hi, ${name}`,
    login: 'Login',
    logout: 'Logout',
    dashboard: 'Dashboard',
    primaryNav: 'Primary',
  },
  app: {
    loading: 'Loading…',
    close: 'Close',
  },
  entry: {
    loading: 'Signing you in...',
    failedText: 'The sign-in link did not work. Please sign in with your email instead.',
    signIn: 'Go to sign in',
  },
} as const;
