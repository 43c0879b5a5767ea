export { UsuariosScreen as default } from '../../usuarios/usuarios-screen.tsx';
