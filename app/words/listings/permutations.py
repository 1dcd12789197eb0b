# N queens: every permutation of the columns is a board with one queen to a row and to a
# column; a board is a solution when no two queens share a diagonal.
# Run: python3 permutations.py 8   (prints each solution as its columns, from 1)
import sys


def next_permutation(a: list) -> bool:
    """The next arrangement of a in dictionary order; False after the last."""
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i < 0:
        return False
    j = len(a) - 1
    while a[j] <= a[i]:
        j -= 1
    a[i], a[j] = a[j], a[i]
    a[i + 1:] = reversed(a[i + 1:])
    return True


n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
cols = list(range(n))  # @init
count = boards = 0
while True:  # @repeat
    boards += 1  # @show
    attack = False
    for i in range(n):  # @pairs
        for j in range(i + 1, n):
            if abs(cols[i] - cols[j]) == j - i:  # @pair-attacks
                attack = True
    if not attack:  # @record
        count += 1
        print(' '.join(str(c + 1) for c in cols))
    if not next_permutation(cols):  # @next
        break
print(f'{count} solutions')
