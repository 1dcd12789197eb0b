# Queens domination: k queens that cover every square of an n x n board (a queen covers its
# own square and every square it attacks). Run: python3 domination.py 5 3 [independent]
# Prints each set as its squares (row,column from 1) in the order they were put.
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
k = int(sys.argv[2]) if len(sys.argv) > 2 else 3
independent = len(sys.argv) > 3 and sys.argv[3] == 'independent'
squares = n * n
covers = [0] * squares   # covers[q]: the squares a queen on q covers, one bit each
for q in range(squares):
    for s in range(squares):
        qr, qc, sr, sc = q // n, q % n, s // n, s % n
        if qr == sr or qc == sc or qr - qc == sr - sc or qr + qc == sr + sc:
            covers[q] |= 1 << s
most = max(bin(c).count('1') for c in covers)   # the most squares one queen covers
full = (1 << squares) - 1
chosen = []   # the squares of the queens on the board, in the order they were put
count = 0


def record() -> None:
    global count
    count += 1
    print(' '.join(f'{q // n + 1},{q % n + 1}' for q in chosen))


def fill(start: int, covered: int, taken: int) -> None:
    """Every square is covered: the queens left go on free squares, in increasing order."""
    if len(chosen) == k:
        record()
        return
    for q in range(start, squares - (k - len(chosen)) + 1):
        if taken >> q & 1 or (independent and covered >> q & 1):
            continue
        chosen.append(q)
        fill(q + 1, covered | covers[q], taken)
        chosen.pop()


def cover(covered: int, taken: int) -> None:  # @cover
    left = k - len(chosen)
    uncovered = full & ~covered
    if uncovered == 0:  # @covered
        fill(0, covered, taken)  # @record
        return
    if left == 0 or bin(uncovered).count('1') > left * most:  # @prune
        return
    s = (uncovered & -uncovered).bit_length() - 1  # @target
    blocked = taken   # squares tried here already: every set holding them was found
    for q in range(squares):  # @loop
        if not covers[q] >> s & 1 or blocked >> q & 1:
            continue
        if independent and covered >> q & 1:  # @independent
            continue
        chosen.append(q)  # @put
        cover(covered | covers[q], blocked | 1 << q)  # @recurse
        chosen.pop()  # @lift
        blocked |= 1 << q


cover(0, 0)
print(f'{count} sets')
