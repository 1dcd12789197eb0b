// N queens: rows and columns. One queen to a row and to a column (n! boards), each board's
// diagonals checked when it is full.
// Build: g++ -O2 branch-columns.cpp -o columns; run: ./columns 8
#include <cstdio>
#include <cstdlib>
#include <vector>

int n = 8;
std::vector<int> pos; // pos[i]: the column of the queen in row i
std::vector<char> used; // used[c]: column c is taken
long count = 0;

bool noDiagonalAttack()
{
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (std::abs(pos[i] - pos[j]) == j - i)
                return false;
    return true;
}

void solve(int row) // @solve
{
    if (row == n) { // @if-full
        if (noDiagonalAttack()) { // @check-diagonals
            ++count; // @record
            for (int i = 0; i < n; ++i)
                std::printf(i ? " %d" : "%d", pos[i] + 1);
            std::printf("\n");
        }
        return;
    }
    for (int col = 0; col < n; ++col) { // @loop
        if (used[col]) // @if-column-used
            continue;
        pos[row] = col; // @put
        used[col] = 1;
        solve(row + 1); // @recurse
        used[col] = 0; // @take
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    pos.assign(n, -1);
    used.assign(n, 0);
    solve(0);
    std::printf("%ld solutions\n", count);
}
