/**
 * A mailto link whose address, on a narrow card, wraps after its '@' rather than mid-word
 * ('mukherjeenagar@' / 'iasacademy.example', not 'mukherjeenagar@iasacade' / 'my.example').
 */
export function EmailLink({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <a href={`mailto:${address}`}>
      {at > 0 ? (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      ) : (
        address
      )}
    </a>
  );
}
