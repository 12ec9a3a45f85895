import { describe, expect, it } from 'vitest';
import { splitName } from './names.js';

describe('name splitting', () => {
  it.each([
    ['Jeroen van den Broek', {}, 'Jeroen', 'van den Broek'],
    ['Katharina von Bergen', {}, 'Katharina', 'von Bergen'],
    ['Sanne de Vries', {}, 'Sanne', 'de Vries'],
    ['Lucas Ferreira da Silva', {}, 'Lucas', 'Ferreira da Silva'],
    ['María José García López', {}, 'María José', 'García López'],
    ['Alejandro Ruiz Ortega', { iberian: true }, 'Alejandro', 'Ruiz Ortega'],
    ['Wei Ling Tan', {}, 'Wei Ling', 'Tan'],
    ['Anne-Sophie Lefèvre', {}, 'Anne-Sophie', 'Lefèvre'],
    ['FATIMA AL-MANSOURI', {}, 'Fatima', 'Al-Mansouri'],
    ['佐藤 健太', {}, '健太', '佐藤'],
  ])('%s', (full, hints, first, last) => {
    expect(splitName(full, hints)).toEqual({ first_name: first, last_name: last });
  });
  it('uses the e-mail to tell given names from surnames', () => {
    expect(splitName('Alejandro Ruiz Ortega', { email: 'alejandro.ruiz@example.org' })).toEqual({ first_name: 'Alejandro', last_name: 'Ruiz Ortega' });
  });
  it('reads a family name written first on a form that asks for it so, when the e-mail spells the two names the other way round', () => {
    expect(splitName('BELLANDI CHIARA', { email: 'chiara.bellandi88@example.com', familyFirst: true })).toEqual({ first_name: 'Chiara', last_name: 'Bellandi' });
    expect(splitName('Chiara Bellandi', { email: 'chiara.bellandi88@example.com', familyFirst: true })).toEqual({ first_name: 'Chiara', last_name: 'Bellandi' });
    expect(splitName('BELLANDI CHIARA', { email: 'cbellandi@example.com', familyFirst: true })).toEqual({ first_name: 'Bellandi', last_name: 'Chiara' });
    // (Elsewhere an e-mail written family name first says nothing of the order.)
    expect(splitName('Dennis Otieno', { email: 'otieno.dennis@example.com' })).toEqual({ first_name: 'Dennis', last_name: 'Otieno' });
  });
});

describe('surnames with a title of nobility and Iberian double surnames', () => {
  it('keeps a German title of nobility in the surname', () => {
    expect(splitName('Franziska Graf von Lehndorff')).toEqual({ first_name: 'Franziska', last_name: 'Graf von Lehndorff' });
  });
  it('reads two surnames after one given name in a Spanish or Portuguese resume', () => {
    expect(splitName('Mireia Bosch Vilanova', { iberian: true })).toEqual({ first_name: 'Mireia', last_name: 'Bosch Vilanova' });
    expect(splitName('Mireia Bosch Vilanova')).toEqual({ first_name: 'Mireia Bosch', last_name: 'Vilanova' });
  });
  it('is not turned by an e-mail that spells every name apart', () => {
    expect(splitName('Sergio Navarro Gil', { iberian: true, email: 'sergio.navarro.gil@example.com' })).toEqual({ first_name: 'Sergio', last_name: 'Navarro Gil' });
    expect(splitName('Anna Maria Berg', { email: 'anna.maria.berg@example.com' })).toEqual({ first_name: 'Anna Maria', last_name: 'Berg' });
    // (One that joins some names still says where the surname starts.)
    expect(splitName('Luis Fernando Flores González', { iberian: true, email: 'luis.floresgonzalez@example.com' })).toEqual({ first_name: 'Luis Fernando', last_name: 'Flores González' });
  });
});
