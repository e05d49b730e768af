// A fake S3 for tests: s3rver on 127.0.0.1 and a free port, keeping its objects under the directory
// given. Prints {"port":…} once listening; stops when its standard input closes (the test ended,
// or died). Run with --openssl-legacy-provider: s3rver makes its listings' continuation tokens with
// DES, which Node 20's OpenSSL 3 keeps in its legacy provider.
import S3rver from 's3rver';

const [directory] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  server.close().finally(() => process.exit(0));
});
