// N queens: backtracking with flag arrays.
// Build: g++ -O2 backtracking.cpp -o backtracking; run: ./backtracking 8
// Prints each solution as its columns, row by row, from 1.
#include <cstdio>
#include <cstdlib>
#include <vector>

int n = 8;
std::vector<int> pos; // pos[r]: the column of the queen in row r
std::vector<char> col, dpos, dneg; // a queen in column c, on diagonal r + c, on r - c + n - 1
long count = 0;

void record()
{
    ++count;
    for (int r = 0; r < n; ++r)
        std::printf(r ? " %d" : "%d", pos[r] + 1);
    std::printf("\n");
}

void solve(int r) // @solve
{
    if (r == n) { // @if-full
        record();
        return;
    }
    for (int c = 0; c < n; ++c) { // @loop
        if (col[c] || dpos[r + c] || dneg[r - c + n - 1]) // @if-flagged
            continue;
        pos[r] = c; // @put
        col[c] = dpos[r + c] = dneg[r - c + n - 1] = 1;
        solve(r + 1); // @recurse
        col[c] = dpos[r + c] = dneg[r - c + n - 1] = 0; // @take
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    pos.assign(n, -1);
    col.assign(n, 0);
    dpos.assign(2 * n, 0);
    dneg.assign(2 * n, 0);
    solve(0);
    std::printf("%ld solutions\n", count);
}
