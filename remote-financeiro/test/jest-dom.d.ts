// Types of the jest-dom matchers (toBeInTheDocument, toHaveValue, ...).
import '@testing-library/jest-dom';
