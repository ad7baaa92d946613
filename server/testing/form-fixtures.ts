/** Valid form bodies for tests (vitest and Playwright alike: this module imports no test runner). */
export const validApplication = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 410 555 0134',
  position: 'backend',
  experience: '10+',
  coverLetter: 'I have built compilers and distributed systems for decades and want to mentor your platform team.',
  skills: 'COBOL, TypeScript, PostgreSQL',
  portfolio: 'https://github.com/grace',
};

export const validTalent = {
  fullName: 'Alan Turing',
  email: 'alan@example.com',
  phone: '',
  location: 'Baltimore, MD',
  currentRole: 'Research engineer',
  areaOfInterest: 'AI/ML',
  keySkills: 'Python, PyTorch, cryptography',
  experience: 'Ten years of applied research in machine learning and security.',
  links: '',
  consent: 'on',
};
