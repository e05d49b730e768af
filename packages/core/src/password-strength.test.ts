import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength.ts';

describe('password strength (back-office.md §5)', () => {
  it('lists each missing rule with its own message', () => {
    expect(checkPasswordStrength('').errors).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(checkPasswordStrength('ALLUPPER9!').errors).toEqual([
      'Password must contain at least one lowercase letter',
    ]);
  });

  it('scores length, classes, 16+, repeated uppercase and digits', () => {
    // 8 chars (+1), four classes (+4) = 5: medium
    expect(checkPasswordStrength('Tagine7!')).toMatchObject({
      score: 5,
      strength: 'medium',
      valid: true,
    });
    // 12+ chars (+2), four classes (+4), two uppercase (+1), two digits (+1) = 8: strong
    expect(checkPasswordStrength('TaGine77!xyz')).toMatchObject({ score: 8, strength: 'strong' });
    // 16+ adds one more
    expect(checkPasswordStrength('TaGine77!xyzwxyz').score).toBe(9);
  });

  it('takes 2 off for a common pattern and says so', () => {
    const check = checkPasswordStrength('Admin#Couscous9');
    expect(check.errors).toEqual(['Password contains common patterns']);
    expect(check.valid).toBe(false);
    for (const pattern of ['x123', 'abcX', 'QWEr', 'myPassword', 'ADMIN']) {
      expect(checkPasswordStrength(`Zz9!${pattern}`).errors).toContain(
        'Password contains common patterns',
      );
    }
  });

  it('draws the strength lines at 3 and 6', () => {
    expect(checkPasswordStrength('aaaaaaaa')).toMatchObject({
      score: 2,
      strength: 'weak',
      valid: false,
    });
    expect(checkPasswordStrength('aaaaaaa1')).toMatchObject({ score: 3, strength: 'weak' });
    expect(checkPasswordStrength('aaaaaaA1')).toMatchObject({ score: 4, strength: 'medium' });
    expect(checkPasswordStrength('aaaaaA1!Z')).toMatchObject({ score: 6, strength: 'medium' });
    expect(checkPasswordStrength('aaaaaA1!Z9')).toMatchObject({ score: 7, strength: 'strong' });
  });

  it('is valid only with no errors and a score of at least 4', () => {
    expect(checkPasswordStrength('aaaaaaA1').valid).toBe(false); // no special character
    expect(checkPasswordStrength('Zaalouk9!').valid).toBe(true);
  });

  it('accepts long passphrases up to 256 characters', () => {
    const long = `Aa1!${'harira-'.repeat(36)}`;
    expect(long.length).toBeLessThanOrEqual(256);
    expect(checkPasswordStrength(long).valid).toBe(true);
    expect(checkPasswordStrength(`${long}${'x'.repeat(300)}`).valid).toBe(false);
  });
});
